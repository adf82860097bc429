// The one script a public page loads (issue #4's JavaScript budget): small enhancements over static HTML
// instead of hydrating React. Each module finds its own elements and does nothing on pages without them.
import { enhanceAccount } from './account';
import { authCallbackTarget } from './auth-forward';
import { enhanceColorScheme } from './color-scheme';
import { enhanceContactForm } from './contact-form';
import { updateCurrentYear } from './current-year';
import { enhanceFaq } from './faq';
import { enhanceNewsletter } from './newsletter';
import { recordPageView } from './page-view';
import { enhanceShare } from './share';
import { enhanceTopBar } from './top-bar';

function start() {
  const target = authCallbackTarget(location);
  if (target) {
    location.replace(target);
    return;
  }
  // CSS shows script-only controls and lets the top bar be transparent at the top of the page from here on.
  document.documentElement.setAttribute('data-islands', '');
  const enhancers = [
    enhanceColorScheme,
    enhanceTopBar,
    enhanceFaq,
    enhanceContactForm,
    enhanceNewsletter,
    enhanceShare,
    updateCurrentYear,
    recordPageView,
  ];
  // One broken enhancement must not take the others down.
  for (const enhance of enhancers) {
    try {
      enhance(document);
    } catch (error) {
      console.error(error);
    }
  }
  enhanceAccount(document).catch((error: unknown) => console.error(error));
}

start();
