import type { ComponentProps } from 'react';

/**
 * Each island's component, loaded by the browser by the island's name (docs/decisions/021-islands.md). One
 * `import()` each, written out so that the bundler splits the code there: a page loads only its islands' code.
 * These modules, and all they import, must not import React Router or react-i18next (eslint.config.js).
 */
export const ISLAND_MODULES = {
  enquiryCount: () => import('@/features/enquiry/enquiry-link').then((module) => module.EnquiryLink),
  enquiryMenuCount: () => import('@/features/enquiry/enquiry-link').then((module) => module.EnquiryMenuLink),
  addToEnquiry: () => import('@/features/enquiry/add-to-enquiry').then((module) => module.AddToEnquiryForm),
  productResults: () => import('./catalogue-results').then((module) => module.CatalogueResults),
  productGallery: () => import('@/features/catalogue/product-gallery').then((module) => module.ProductGallery),
  backLink: () => import('@/features/catalogue/back-link').then((module) => module.BackLink),
  enquiryList: () => import('@/features/enquiry/enquiry-list').then((module) => module.EnquiryList),
  enquirySent: () => import('@/features/enquiry/enquiry-sent').then((module) => module.EnquirySent),
  contactForm: () => import('./message-form').then((module) => module.MessageForm),
  logoStrip: () => import('@/components/ui/logo-strip').then((module) => module.LogoStrip),
  repairStatus: () => import('@/features/repair-status/repair-status-page').then((module) => module.RepairStatusPage),
};

export type IslandName = keyof typeof ISLAND_MODULES;

/**
 * The source file of each island's module: the server looks it up in the build's manifest to fetch the island's code
 * with the page's entry rather than after it (island-modules.test.ts holds it to ISLAND_MODULES).
 */
export const ISLAND_SOURCES: Record<IslandName, string> = {
  enquiryCount: 'src/features/enquiry/enquiry-link.tsx',
  enquiryMenuCount: 'src/features/enquiry/enquiry-link.tsx',
  addToEnquiry: 'src/features/enquiry/add-to-enquiry.tsx',
  productResults: 'src/islands/catalogue-results.tsx',
  productGallery: 'src/features/catalogue/product-gallery.tsx',
  backLink: 'src/features/catalogue/back-link.tsx',
  enquiryList: 'src/features/enquiry/enquiry-list.tsx',
  enquirySent: 'src/features/enquiry/enquiry-sent.tsx',
  contactForm: 'src/islands/message-form.tsx',
  logoStrip: 'src/components/ui/logo-strip.tsx',
  repairStatus: 'src/features/repair-status/repair-status-page.tsx',
};

/** The props an island is rendered and hydrated with: JSON, written in its `data-props`. */
export type IslandProps<N extends IslandName> = ComponentProps<Awaited<ReturnType<(typeof ISLAND_MODULES)[N]>>>;

export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(ISLAND_MODULES, name);
}
