// /dashboard/settings: the organization's settings (the dashboard's section) and its onboarding items (issue 31),
// composed here because they are two features.
import { Stack } from '@mantine/core';
import { SettingsSection } from '../../features/dashboard/components/settings-section';
import { OnboardingTemplatesSection } from '../../features/onboarding/components/templates-section';
import { useMe } from '../../lib/auth';
import { settingsShown } from '../../features/dashboard/settings-shown';

export function Component() {
  const me = useMe();
  return (
    <Stack gap="lg">
      <SettingsSection />
      {me.data && settingsShown(me.data).onboarding ? <OnboardingTemplatesSection /> : null}
    </Stack>
  );
}
