/** How many of the demo seed's products and orders are still in the shop. */
export type DemoCounts = { products: number; orders: number };
