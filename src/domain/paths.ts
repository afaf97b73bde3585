/** Every path of the site, spelled once. */
export const paths = {
  home: '/',
  about: '/about',
  products: {
    list: '/products',
    detail: (id: string) => `/products/${encodeURIComponent(id)}`,
  },
  testimonials: '/testimonials',
  contact: '/contact',
  /** What the site keeps about a customer, why, for how long, and how to ask for it (issue 39, PDPA 2010). */
  privacy: '/privacy',
  /** A repair job's status page for its customer: the token is the only key (src/domain/repair.ts). */
  repair: (token: string) => `/repair/${encodeURIComponent(token)}`,
  enquiry: {
    /** `?add={id}` adds a product as the list opens: "Add to enquiry" before the page's code has started. */
    list: '/enquiry',
    sent: '/enquiry/sent',
  },
  admin: {
    login: '/admin',
    portal: '/admin-portal',
    add: '/admin-portal/add',
    edit: (id: string) => `/admin-portal/edit/${encodeURIComponent(id)}`,
    orders: '/admin-portal/orders',
    activity: '/admin-portal/activity',
    insights: '/admin-portal/insights',
    settings: '/admin-portal/settings',
    password: '/admin-portal/password',
    importExport: '/admin-portal/import',
    customers: '/admin-portal/customers',
    repairs: {
      list: '/admin-portal/repairs',
      add: '/admin-portal/repairs/new',
      detail: (id: string) => `/admin-portal/repairs/${encodeURIComponent(id)}`,
      edit: (id: string) => `/admin-portal/repairs/${encodeURIComponent(id)}/edit`,
      slip: (id: string) => `/admin-portal/repairs/${encodeURIComponent(id)}/slip`,
      receipt: (id: string) => `/admin-portal/repairs/${encodeURIComponent(id)}/receipt`,
      reminders: '/admin-portal/repairs/remind',
    },
  },
} as const;

/** The language switcher hides on these (spec §2). */
export function isAdminPath(pathname: string): boolean {
  return pathname.startsWith('/admin');
}
