import { Navigate, useNavigate } from 'react-router';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { MESSAGES } from '@lastro/domain';
import { BackButton, NoAccess, PageHeader, toastApiError, useToast } from '../../../components';
import { useSession } from '../../../lib/session';
import { useCreateCreditorUser, useCreatePlatformUser } from '../api/create-user';
import { useCreateProfile } from '../api/save-profile';
import { ProfileForm } from '../components/ProfileForm';
import { UserForm, type UserFormValues } from '../components/UserForm';
import { ACCESS_TABS, paths } from '../../../lib/paths';
import { useAccessForm } from './useAccessForm';

const M = MESSAGES.access;

/** create?type=user | user-creditor (&creditor_id=) | profile. */
export default function AccessCreatePage() {
  const navigate = useNavigate();
  const toast = useToast();
  const session = useSession();
  const { type, params, allowed, loading } = useAccessForm('create');
  const createPlatform = useCreatePlatformUser();
  const createCreditor = useCreateCreditorUser();
  const createProfile = useCreateProfile();

  if (!type || type === 'visual') return <Navigate to="/app" replace />;
  if (loading) return <CircularProgress aria-label={MESSAGES.common.loading} />;

  const tab =
    type === 'user'
      ? ACCESS_TABS.platformUsers
      : type === 'user-creditor'
        ? ACCESS_TABS.creditorUsers
        : ACCESS_TABS.profiles;
  // A creditor user always adds users to its own creditor.
  const creditorId = session?.isAdmin ? params.get('creditor_id') : (session?.user.personId ?? null);
  const back = paths.access.root.getHref(tab, type === 'user-creditor' ? creditorId : null);
  if (type === 'user-creditor' && !creditorId) return <Navigate to={back} replace />;

  const done = (message: string) => {
    toast.success(message);
    void navigate(back);
  };

  const submitUser = async (values: UserFormValues) => {
    const input = {
      profile_id: Number(values.profile_id),
      name: values.name,
      email: values.email,
      phone_number: values.phone_number,
    };
    try {
      if (type === 'user') await createPlatform.mutateAsync({ ...input, password: values.password ?? '' });
      else await createCreditor.mutateAsync({ creditorId: creditorId!, input });
      done(M.created);
    } catch (error) {
      toastApiError(error);
    }
  };

  const title = type === 'profile' ? M.profileCreateTitle : M.userCreateTitle;
  return (
    <Stack spacing={2}>
      <div>
        <BackButton to={back} />
      </div>
      <PageHeader title={title} />
      {!allowed ? (
        <NoAccess />
      ) : type === 'profile' ? (
        <ProfileForm
          mode="create"
          submitting={createProfile.isPending}
          onSubmit={async (values) => {
            try {
              await createProfile.mutateAsync(values);
              done(M.created);
            } catch (error) {
              toastApiError(error);
            }
          }}
        />
      ) : (
        <UserForm
          kind={type === 'user' ? 'platform' : 'creditor'}
          mode="create"
          submitting={createPlatform.isPending || createCreditor.isPending}
          onSubmit={submitUser}
        />
      )}
    </Stack>
  );
}
