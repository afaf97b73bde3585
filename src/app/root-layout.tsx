import { Outlet } from 'react-router';

/** Navigation, main area and footer around every page (spec §2, common layout). */
export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <main className="flex-1 pt-20">
        <Outlet />
      </main>
    </div>
  );
}
