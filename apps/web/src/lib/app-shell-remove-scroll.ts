// What Mantine's AppShell header, footer and aside take from react-remove-scroll: only the class names that keep
// fixed bars from jumping when a modal hides the page's scroll bar (`RemoveScroll.classNames.zeroRight`). vite.config.ts
// gives them this module instead of the package, so the first portal screen does not carry the scroll lock itself
// (about 3 KiB gzipped, issue #8); modals and drawers still import the real one, which reads the same class names.
// app-shell-remove-scroll.test.ts fails if react-remove-scroll's names ever change.
export const RemoveScroll = {
  classNames: { fullWidth: 'width-before-scroll-bar', zeroRight: 'right-scroll-bar-position' },
};
