// What the reader has in front of them right now, for the toasts to leave alone (issue #18 point 22): a screen that
// shows a live conversation registers its in-app address while it is mounted; a notification that would open that
// same address is already on screen when the page is visible, so it is not toasted.

let current: string | null = null;

/** Registers `url` as on screen; returns the function that unregisters it (a useEffect's cleanup). */
export function showingOnScreen(url: string): () => void {
  current = url;
  return () => {
    if (current === url) current = null;
  };
}

/** Is what `url` opens on screen now (registered, and the tab visible)? */
export function isOnScreen(url: string | null | undefined): boolean {
  return (
    url !== null &&
    url !== undefined &&
    url === current &&
    typeof document !== 'undefined' &&
    document.visibilityState === 'visible'
  );
}
