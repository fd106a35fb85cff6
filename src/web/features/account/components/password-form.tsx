// Change password (current and new) on the account settings page; the person's other sessions end.
import { AUTH_MESSAGES } from '@/domain/shared';
import { DASHBOARD_MESSAGES } from '@/domain/organizations';
import { TextFieldsForm } from '../../../components/text-fields-form';
import { lazySchema } from '../../../lib/lazy-schema';
import { useChangePassword } from '../api';

/** The domain's changePasswordInput, fetched when the form is first edited (the account page draws no zod first). */
const changePasswordSchema = lazySchema(() =>
  import('@/domain/organizations/dashboard').then((m) => m.changePasswordInput),
);

/** Change password (current and new); other sessions end. Shown on the account settings page. */
export function PasswordForm() {
  const change = useChangePassword();
  return (
    <TextFieldsForm
      schema={changePasswordSchema}
      initialValues={{ current_password: '', new_password: '' }}
      fields={[
        {
          name: 'current_password',
          label: DASHBOARD_MESSAGES.settings.currentPassword,
          type: 'password',
          required: true,
          autoComplete: 'current-password',
        },
        {
          name: 'new_password',
          label: AUTH_MESSAGES.resetPassword.newPassword,
          type: 'password',
          required: true,
          autoComplete: 'new-password',
        },
      ]}
      submitLabel={DASHBOARD_MESSAGES.settings.changePassword}
      send={(v) => change.mutateAsync(v)}
      successMessage={DASHBOARD_MESSAGES.passwordChanged}
      resetOnSuccess
      pending={change.isPending}
    />
  );
}
