// Page scaffold: replaced by the feature's implementation.
import { Title } from '@mantine/core';

export function Component() {
  return <Title order={1}>application list</Title>;
}
