export function Component() {
  return <h1>Ipoh Trusted Welding Machines and Hardware Supplier</h1>;
}
