// Spec 000 §9: sidebar 280 px, 80 px collapsed.
export const SIDEBAR_WIDTH = 280;
export const SIDEBAR_COLLAPSED_WIDTH = 80;
export const HEADER_HEIGHT = 60;
/** A preference, so it may live in the browser (D9). */
export const SIDEBAR_COLLAPSED_KEY = 'portal-sidebar-collapsed';

export const sidebarWidth = (collapsed: boolean) => (collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH);
