import type { Plugin } from 'vite';

/** A Mantine core component's class map: `…/Button/Button.module.mjs` names the classes of `styles/Button.css`. */
const CLASS_MAP = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/](\w+)\.module\.mjs$/;

/**
 * Each Mantine component brings its own stylesheet (issue #19): the class map every component module imports also
 * imports `@mantine/core/styles/<Name>.layer.css`, so a screen's CSS is what its components use instead of the whole
 * 254 KB `styles.css` on every portal page. Mantine publishes one file per class map (mantine.dev/styles/css-files-list).
 * The import goes after the module's code, and a component imports the components it is built on before its own
 * class map, so their rules come first, as in the list's order. The `.layer.css` files sit in `@layer mantine`: a
 * screen's stylesheet may load after ours, and a layered rule never overrides an unlayered one of the app's, whatever
 * the order.
 */
export function mantineCssPerComponent(): Plugin {
  return {
    name: 'mantine-css-per-component',
    transform(code, id) {
      const match = CLASS_MAP.exec(id);
      if (!match) return null;
      return { code: `${code}\nimport '@mantine/core/styles/${match[1]}.layer.css';\n`, map: null };
    },
  };
}
