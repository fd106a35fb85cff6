// /dashboard/:section — one of the dashboard's children (domain DASHBOARD_CHILDREN); anything else is Not Found.
import { lazy, Suspense, type ComponentType } from 'react';
import { useParams } from 'react-router';
import { Center } from '@mantine/core';
import { DASHBOARD_CHILDREN, type DashboardChild } from '@/domain/shared';
import { DASHBOARD_MESSAGES } from '@/domain/organizations';
import { NotFound } from '../../../components/not-found-page';
import { Busy } from '../../../app/components/busy';

const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

const SECTIONS: Record<DashboardChild, ComponentType> = {
  'opportunities-manager': named(() => import('../components/opportunities-manager'), 'OpportunitiesManager'),
  preferences: named(() => import('../components/preferences-section'), 'PreferencesSection'),
  'recruiter-management': named(() => import('../components/recruiter-management'), 'RecruiterManagement'),
  'api-keys': named(() => import('../components/api-keys-section'), 'ApiKeysSection'),
  'roles-permission': named(() => import('../components/roles-permission'), 'RolesPermission'),
  settings: named(() => import('../components/settings-section'), 'SettingsSection'),
};

export function Component() {
  const { section } = useParams();
  if (!section || !(DASHBOARD_CHILDREN as readonly string[]).includes(section)) return <NotFound />;
  const Section = SECTIONS[section as DashboardChild];
  return (
    <Suspense
      fallback={
        <Center h="30vh">
          <Busy label={DASHBOARD_MESSAGES.loading} />
        </Center>
      }
    >
      <Section />
    </Suspense>
  );
}
