// Mantine's ModalsProvider, mounted with the first confirmation (lib/modals.ts): the dialogs render here.
import { useEffect } from 'react';
import { ModalsProvider } from '@mantine/modals';
import { modalsHostReady } from '../lib/modals';

export default function ModalsHost() {
  // A parent's effects run after its children's: by now the provider listens for the first confirmation's event.
  useEffect(modalsHostReady, []);
  return <ModalsProvider />;
}
