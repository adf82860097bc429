// Mantine's Select on its own, for import() (deferred-select.tsx): importing the package's index lazily would load
// all of it.
export { Select } from '@mantine/core';
