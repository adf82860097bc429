// Mantine's Tooltip on its own, for import() (deferred-tooltip.tsx): importing the package's index lazily would load
// all of it.
export { Tooltip } from '@mantine/core';
