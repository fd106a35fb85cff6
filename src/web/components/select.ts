// Mantine's Select on its own, for lazy-select.tsx to import when it is wanted.
export { Select } from '@mantine/core';
