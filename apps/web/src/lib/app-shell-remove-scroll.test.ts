import { RemoveScroll as real } from 'react-remove-scroll';
import { expect, it } from 'vitest';
import { RemoveScroll } from './app-shell-remove-scroll';

it("names the same classes as react-remove-scroll, which modals use to keep the shell's bars in place", () => {
  expect(RemoveScroll.classNames).toEqual(real.classNames);
});
