// Mantine's NumberInput on its own, for lazy-number-input.tsx to import when it is wanted.
export { NumberInput } from '@mantine/core';
