import type { Page } from '@playwright/test';

/**
 * The expanded state Chromium itself exposes to assistive technology for the element at
 * `selector` (true, false, or undefined when it has none), read from its accessibility tree.
 * A popovertarget button carries no aria-expanded attribute (the browser derives the state
 * from its popover), which Playwright's own role engine does not model; this asks the browser.
 */
export async function exposedExpanded(page: Page, selector: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    if (!nodeId) throw new Error(`no element matches ${selector}`);
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded');
    return expanded ? Boolean(expanded.value.value) : undefined;
  } finally {
    await cdp.detach();
  }
}

/** The desktop trigger of a header menu, by its data-menu key (components/layout/desktop-nav.tsx). */
export const triggerSelector = (menuId: string) => `[data-menu="${menuId}"] > button`;
export const panelSelector = (menuId: string) => `[data-menu-panel="${menuId}"]`;
/** The phone menu's button (its panel's close button names the same popover). */
export const MOBILE_BUTTON = 'button[popovertarget="mobile-menu"]:not([popovertargetaction])';
