// @vitest-environment jsdom
// The one form hook with a schema fetched after the first paint (lib/lazy-schema.ts): the fetch starts when the form is
// first edited, not when it is drawn; a submit made before the schema is here waits for it and is checked like any other (the domain's words,
// nothing sent); a fetch that fails lets the submit go out unchecked (the server checks it) and is tried again.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import type { z } from 'zod';
import { MESSAGES, loginInput } from '@/domain/shared';
import { useDomainForm } from './domain-form';
import { lazySchema, type LazySchema } from './lazy-schema';

afterEach(cleanup);

function LoginForm({ schema, sent }: { schema: LazySchema; sent: (v: unknown) => void }) {
  const form = useDomainForm(schema, { email: '', password: '' });
  return (
    <form onSubmit={form.onSubmit(sent)}>
      <input aria-label="Email" {...form.getInputProps('email')} />
      <span>{form.errors.email}</span>
      <input aria-label="Password" {...form.getInputProps('password')} />
      <button type="submit">Log in</button>
    </form>
  );
}

/** A fetch the test answers when it chooses. */
function controlledFetch() {
  const calls: { resolve: (s: z.ZodType) => void; reject: (e: Error) => void }[] = [];
  const fetch = vi.fn(() => new Promise<z.ZodType>((resolve, reject) => void calls.push({ resolve, reject })));
  return { fetch, calls };
}

const show = (schema: LazySchema, sent: (v: unknown) => void) =>
  render(
    <MantineProvider>
      <LoginForm schema={schema} sent={sent} />
    </MantineProvider>,
  );
const press = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Log in' })));

describe('a lazy schema in the one form hook', () => {
  it('is fetched when the form is first edited; a submit before it is here waits, then is refused in the domain’s words', async () => {
    const { fetch, calls } = controlledFetch();
    const sent = vi.fn();
    show(lazySchema(fetch), sent);
    // Drawn, even for a while: nothing fetched (the page's loading pays nothing for a form no one has touched).
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    expect(fetch).toHaveBeenCalledTimes(1);
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'x' } });
    await press();
    // Waiting for the schema: neither refused nor sent yet.
    expect(screen.queryByText(MESSAGES.validation.email)).toBeNull();
    expect(sent).not.toHaveBeenCalled();
    await act(async () => calls[0]!.resolve(loginInput));
    expect(screen.getByText(MESSAGES.validation.email)).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('once here, checks at once: refuses in the domain’s words, sends what it accepts', async () => {
    const schema = lazySchema(() => Promise.resolve(loginInput));
    const sent = vi.fn();
    show(schema, sent);
    await act(async () => void (await schema.load()));
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    await press();
    expect(screen.getByText(MESSAGES.validation.email)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'worker@demo.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'demo-password' } });
    await press();
    expect(sent).toHaveBeenCalledWith({ email: 'worker@demo.test', password: 'demo-password' }, expect.anything());
  });

  it('a form submitted untouched fetches it on the submit and is checked with it', async () => {
    const { fetch, calls } = controlledFetch();
    const sent = vi.fn();
    show(lazySchema(fetch), sent);
    await press();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sent).not.toHaveBeenCalled();
    await act(async () => calls[0]!.resolve(loginInput));
    expect(screen.getByText(MESSAGES.validation.email)).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  it('a submit still waiting for it when the form leaves the screen is not made', async () => {
    const { fetch, calls } = controlledFetch();
    const sent = vi.fn();
    const { unmount } = show(lazySchema(fetch), sent);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'worker@demo.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'demo-password' } });
    await press();
    // She leaves (opens a job from the list the search was about to replace) before the schema arrives.
    unmount();
    await act(async () => calls[0]!.resolve(loginInput));
    expect(sent).not.toHaveBeenCalled();
  });

  it('a submit still waiting for it when the person navigates elsewhere is not made, though the form is still drawn', async () => {
    // A navigation is a transition: while the next page loads, the page being left stays mounted, so the form is still
    // on screen when the schema arrives (assignment-end.spec: the search pressed, a job opened from the list, and the
    // search's late submit took her back to the list).
    const { fetch, calls } = controlledFetch();
    const sent = vi.fn();
    function OpenJob() {
      const navigate = useNavigate();
      return <button onClick={() => void navigate('/explore-jobs/1')}>Open job</button>;
    }
    render(
      <MantineProvider>
        <MemoryRouter initialEntries={['/explore-jobs']}>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  <LoginForm schema={lazySchema(fetch)} sent={sent} />
                  <OpenJob />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </MantineProvider>,
    );
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'worker@demo.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'demo-password' } });
    await press();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Open job' })));
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    await act(async () => calls[0]!.resolve(loginInput));
    expect(sent).not.toHaveBeenCalled();
  });

  it('when its fetch fails, the submit goes out unchecked and the next submit fetches it again', async () => {
    const { fetch, calls } = controlledFetch();
    const sent = vi.fn();
    show(lazySchema(fetch), sent);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    await press();
    await act(async () => calls[0]!.reject(new Error('offline')));
    expect(sent).toHaveBeenCalledWith(expect.objectContaining({ email: 'not-an-email' }), expect.anything());
    await press();
    expect(fetch).toHaveBeenCalledTimes(2);
    await act(async () => calls[1]!.resolve(loginInput));
    expect(screen.getByText(MESSAGES.validation.email)).toBeInTheDocument();
    expect(sent).toHaveBeenCalledTimes(1);
  });
});
