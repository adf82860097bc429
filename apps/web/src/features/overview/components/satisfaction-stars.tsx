import classes from './overview.module.css';

const STARS = 5;

/**
 * The Client Satisfaction stars (001 §2): a read-only picture of the average, to a tenth of a star, drawn as Mantine's
 * read-only Rating draws it (its star, size sm, yellow over gray) without the input's code on the first screen (#8).
 * Hidden from assistive technology: the figure beside it says the same in words.
 */
export function SatisfactionStars({ value }: { value: number }) {
  const tenths = Math.round(value * 10);
  return (
    <div className={classes.stars} aria-hidden="true">
      {Array.from({ length: STARS }, (_, index) => {
        const filled = Math.min(Math.max(tenths - index * 10, 0), 10);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: five fixed stars, in order.
          <span key={index} className={classes.star}>
            <Star filled={filled === 10} />
            {filled > 0 && filled < 10 && <Star filled clip={`inset(0 ${100 - filled * 10}% 0 0)`} />}
          </span>
        );
      })}
    </div>
  );
}

function Star({ filled, clip }: { filled: boolean; clip?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={classes.starSymbol}
      data-filled={filled || undefined}
      style={clip ? { clipPath: clip } : undefined}
    >
      <path d="M12 17.75l-6.172 3.245l1.179 -6.873l-5 -4.867l6.9 -1l3.086 -6.253l3.086 6.253l6.9 1l-5 4.867l1.179 6.873z" />
    </svg>
  );
}
