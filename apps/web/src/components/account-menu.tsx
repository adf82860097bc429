import { ACCOUNT_MENU_ITEMS, HELP_ITEM, rolesFor } from '../config/account-menu';
import classes from './account-menu.module.css';

export const ACCOUNT_MENU_ID = 'account-menu';

/**
 * The signed-in account menu, prerendered inside a <template>: the islands script (islands/account.ts) asks
 * the server for the session and, when there is one, fills in initials, name and role, drops the items of
 * other roles and swaps it in for the Sign In button.
 */
export function AccountMenuTemplate() {
  return (
    <template data-account-template>
      <div className={classes.account} data-account-menu>
        <button
          type="button"
          className={classes.trigger}
          aria-expanded="false"
          aria-controls={ACCOUNT_MENU_ID}
          data-account-trigger
        >
          <span className={classes.avatar} data-slot="initials" aria-hidden="true" />
          <span className="visually-hidden">
            Account menu for <span data-slot="name" />
          </span>
        </button>
        <div id={ACCOUNT_MENU_ID} className={classes.dropdown} hidden data-account-dropdown>
          <div className={classes.identity}>
            <span className={classes.name} data-slot="name" />
            <span className={classes.email} data-slot="email" />
            <span className={classes.role} data-slot="role" />
          </div>
          <ul className={classes.items}>
            {[...ACCOUNT_MENU_ITEMS, HELP_ITEM].map((item) => (
              <li key={item.label} data-roles={rolesFor(item)}>
                <a href={item.href} className={classes.item}>
                  {item.label}
                </a>
              </li>
            ))}
            <li className={classes.separator}>
              <button type="button" className={classes.item} data-sign-out>
                Sign Out
              </button>
            </li>
          </ul>
        </div>
      </div>
    </template>
  );
}
