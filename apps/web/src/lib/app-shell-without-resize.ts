// Mantine's AppShell draws a resize handle only in the sections its `resize` prop makes resizable; the portal's shell
// sets none (its sidebar collapses with a button and keeps its widths, shell-dimensions.ts). vite.config.ts gives the
// AppShell's sections this module instead of the handle, so the first portal screen does not carry the dragging and
// keyboard code (issue #8). Passing `resize` would render it: the error says why nothing can be dragged.
export function AppShellResizeHandle(): never {
  throw new Error("AppShell's resize handle is not bundled (vite.config.ts): the portal shell takes no `resize`");
}
