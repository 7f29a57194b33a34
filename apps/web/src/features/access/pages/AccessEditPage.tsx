import { Suspense } from 'react';
import { Navigate, useNavigate } from 'react-router';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import { MESSAGES } from '@lastro/domain';
import { EditFrame, toastApiError, useToast } from '../../../components';
// Not from the barrel: the history's lazy wrapper stays out of every other route's chunks.
import { ChangeHistory } from '../../../components/ChangeHistory';
import { useProfile } from '../api/get-profile';
import { useResources } from '../api/get-resources';
import { useUser } from '../api/get-user';
import { useUpdateProfile } from '../api/save-profile';
import { useUpdateUser } from '../api/update-user';
import { PermissionMatrix } from '../components/PermissionMatrix';
import { ProfileForm } from '../components/ProfileForm';
import { UserFactorPanel } from '../components/UserFactorPanel';
import { UserForm, type UserFormValues } from '../components/UserForm';
import { toGrantSet } from '../components/permission-grants';
import { ACCESS_TABS, paths } from '../../../lib/paths';
import type { ProfileDetail, User } from '../types';
import { useAccessForm } from './useAccessForm';
import { lazyNamed } from '../../../lib/lazyNamed';

// The profile's users sit below its form: the list screen they need (table, filters, pager) is a
// chunk of its own, so that opening a user or a profile does not wait for it.
const ProfileUsersList = lazyNamed(() => import('../components/ProfileUsersList'), 'ProfileUsersList');

const M = MESSAGES.access;
const Loading = () => <CircularProgress aria-label={MESSAGES.common.loading} />;

function UserEdit({ user: u, kind }: { user: User; kind: 'platform' | 'creditor' }) {
  const navigate = useNavigate();
  const toast = useToast();
  const update = useUpdateUser();
  const back =
    kind === 'platform'
      ? paths.access.root.getHref(ACCESS_TABS.platformUsers)
      : paths.access.root.getHref(ACCESS_TABS.creditorUsers, u.creditor_id);
  const submit = async (values: UserFormValues) => {
    try {
      await update.mutateAsync({
        id: u.id,
        input: {
          user_name: values.name,
          email: values.email,
          phone_number: values.phone_number,
          profile_id: Number(values.profile_id),
        },
      });
      toast.success(M.updatedDone);
      void navigate(back);
    } catch (error) {
      toastApiError(error);
    }
  };
  return (
    <>
      <UserForm
        kind={kind}
        mode="edit"
        initial={{
          profile_id: u.profile_id ?? '',
          name: u.name,
          email: u.email,
          phone_number: u.phone_number ?? '',
        }}
        currentProfile={
          u.profile_id != null ? { id: u.profile_id, description: u.profile_description ?? '' } : null
        }
        submitting={update.isPending}
        onSubmit={submit}
      />
      <UserFactorPanel userId={u.id} />
    </>
  );
}

function ProfileEdit({ profile }: { profile: ProfileDetail }) {
  const navigate = useNavigate();
  const toast = useToast();
  const update = useUpdateProfile();
  return (
    <Stack spacing={4}>
      <ProfileForm
        mode="edit"
        initial={{
          description: profile.description,
          is_lastro: profile.is_lastro,
          resources: profile.resources.map((r) => ({
            user_resource_id: r.user_resource_id,
            permition: r.permition,
          })),
        }}
        submitting={update.isPending}
        onSubmit={async (values) => {
          try {
            await update.mutateAsync({
              id: profile.id,
              input: { description: values.description, resources: values.resources },
            });
            toast.success(M.updatedDone);
            void navigate(paths.access.root.getHref(ACCESS_TABS.profiles));
          } catch (error) {
            toastApiError(error);
          }
        }}
      />
      <Suspense fallback={<CircularProgress size={24} aria-label={MESSAGES.common.loading} />}>
        <ProfileUsersList profileId={profile.id} />
      </Suspense>
    </Stack>
  );
}

/** The read-only 'visual' permissions view. */
function ProfileVisual({ profile }: { profile: ProfileDetail }) {
  const resources = useResources(profile.is_lastro);
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Grid container spacing={2} sx={{ mb: 3 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField
            label={M.profileNameColumn}
            value={profile.description}
            disabled
            fullWidth
            size="small"
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField
            label={M.typeLabel}
            value={profile.is_lastro ? M.profileTypePlatform : M.profileTypeCreditor}
            disabled
            fullWidth
            size="small"
          />
        </Grid>
      </Grid>
      {resources.data ? (
        <PermissionMatrix resources={resources.data} value={toGrantSet(profile.resources)} />
      ) : (
        <Loading />
      )}
    </Paper>
  );
}

interface EditTarget {
  id: string;
  allowed: boolean;
  loading: boolean;
  back: string;
  title: string;
}

function UserEditPage({ target, kind }: { target: EditTarget; kind: 'platform' | 'creditor' }) {
  // No call is made before the page knows the user may open it.
  const user = useUser(target.allowed && !target.loading ? target.id : null);
  return (
    <EditFrame
      back={target.back}
      title={target.title}
      query={user}
      allowed={target.allowed}
      loading={target.loading}
    >
      {(record) => (
        <>
          <UserEdit user={record} kind={kind} />
          <ChangeHistory entity="users" entityId={record.id} />
        </>
      )}
    </EditFrame>
  );
}

function ProfileEditPage({ target, visual }: { target: EditTarget; visual: boolean }) {
  const id = Number(target.id);
  const valid = Number.isInteger(id) && id > 0;
  const profile = useProfile(valid && target.allowed && !target.loading ? id : null);
  return (
    <EditFrame
      back={target.back}
      title={target.title}
      query={profile}
      missing={!valid}
      allowed={target.allowed}
      loading={target.loading}
    >
      {(record) => (
        <>
          {visual ? <ProfileVisual profile={record} /> : <ProfileEdit profile={record} />}
          <ChangeHistory entity="domains/profiles" entityId={record.id} />
        </>
      )}
    </EditFrame>
  );
}

/** edit?id=&type=user | user-creditor | profile | visual. */
export default function AccessEditPage() {
  const { type, params, allowed, loading } = useAccessForm('edit');
  const id = params.get('id');
  if (!type || !id) return <Navigate to="/app" replace />;
  const isProfile = type === 'profile' || type === 'visual';
  const title = type === 'visual' ? M.visualTitle : type === 'profile' ? M.profileEditTitle : M.userEditTitle;
  const back = paths.access.root.getHref(
    isProfile
      ? ACCESS_TABS.profiles
      : type === 'user'
        ? ACCESS_TABS.platformUsers
        : ACCESS_TABS.creditorUsers,
  );
  const target: EditTarget = { id, allowed, loading, back, title };
  return isProfile ? (
    <ProfileEditPage target={target} visual={type === 'visual'} />
  ) : (
    <UserEditPage target={target} kind={type === 'user' ? 'platform' : 'creditor'} />
  );
}
