import classes from './honeypot-field.module.css';

/**
 * A field people never see or reach, which form-filling bots fill in; the API drops what arrives with it
 * (HONEYPOT_FIELD in @agency/shared/contact). Off-screen rather than display:none, which some bots skip.
 */
export function HoneypotField({ idPrefix }: { idPrefix: string }) {
  return (
    <div className={classes.trap} aria-hidden="true">
      <label htmlFor={`${idPrefix}-website`}>Leave this field empty</label>
      <input id={`${idPrefix}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
