import { Group, Text } from '@mantine/core';

/** The product's logo mark and name. */
export function Logo() {
  return (
    <Group gap={8} wrap="nowrap">
      <img src="/logo.svg" width={28} height={28} alt="" />
      <Text fw={700} c="brand.8" size="lg">
        CareLink
      </Text>
    </Group>
  );
}
