// @vitest-environment jsdom
// Avatars load the user's stored image path (spec: a relative path on the storage host) or the default avatar; none
// asks the server for /files/avatar/:id, a route that does not exist.
import { describe, expect, it } from 'vitest';
import { DEFAULT_AVATAR } from '@/domain/shared';
import { renderWithProviders } from '../test/render';
import { AccountButton } from './account-button';
import { ChatAvatar } from '../features/messages/components/chat-avatar';
import type { Me } from '../lib/auth';

const me = (image: string | null): Me => ({
  id: '5b7c6f3e-2a41-4d6b-9d1e-0f2f7c1a9b11',
  role: 'worker',
  email: 'ana@example.test',
  email_verified: true,
  first_name: 'Ana',
  last_name: 'Lima',
  image,
  organization: null,
});

const imageSources = (container: HTMLElement) =>
  [...container.querySelectorAll('img')].map((i) => i.getAttribute('src'));

describe('avatars', () => {
  it("the account button shows the user's stored image, or the default avatar without one", () => {
    const withImage = renderWithProviders(<AccountButton me={me('users/ana.png')} />);
    expect(imageSources(withImage.container)).toEqual(['/users/ana.png']);
    withImage.unmount();
    const without = renderWithProviders(<AccountButton me={me(null)} />);
    expect(imageSources(without.container)).toEqual([DEFAULT_AVATAR]);
  });

  it("a chat avatar shows the person's stored image, or the default avatar without one", () => {
    const person = { id: '0d9e7f0a-8c1b-4a57-9b59-3c2e1f4d5a66', name: 'Rita Moss' };
    const withImage = renderWithProviders(<ChatAvatar person={{ ...person, image: '/users/rita.jpg' }} />);
    expect(imageSources(withImage.container)).toEqual(['/users/rita.jpg']);
    withImage.unmount();
    const without = renderWithProviders(<ChatAvatar person={{ ...person, image: null }} />);
    expect(imageSources(without.container)).toEqual([DEFAULT_AVATAR]);
  });
});
