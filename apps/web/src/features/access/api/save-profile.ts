import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileInput } from '@lastro/domain';
import { api } from '../../../lib/api';
import type { Profile } from '../types';
import { accessKeys } from './keys';

/** The screens report this call's failures themselves (no second, global toast). */
const SILENT = { silent: true };

/** POST domains/profiles {description, is_lastro, resources}. */
export const createProfile = (input: ProfileInput) => api.post<Profile>('domain', 'domains/profiles', input);

/** PATCH domains/profiles/{id}: activates/updates with the resources list. */
/** The type of a profile is fixed once created: only its name and grants change. */
type ProfileUpdate = Pick<ProfileInput, 'description' | 'resources'>;

export const updateProfile = (id: number, input: ProfileUpdate) =>
  api.patch<Profile>('domain', `domains/profiles/${id}`, { ...input, active: true });

/** PATCH domains/profiles/{id} with mode 'inactive' (irreversible; refused while users hold it). */
export const inactivateProfile = (id: number) =>
  api.patch<Profile>('domain', `domains/profiles/${id}`, { mode: 'inactive', active: false });

function useProfileMutation<V>(fn: (v: V) => Promise<Profile>) {
  const client = useQueryClient();
  return useMutation({ meta: SILENT, mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: accessKeys.profiles }) });
}

export const useCreateProfile = () => useProfileMutation(createProfile);
export const useUpdateProfile = () =>
  useProfileMutation(({ id, input }: { id: number; input: ProfileUpdate }) => updateProfile(id, input));
export const useInactivateProfile = () => useProfileMutation(inactivateProfile);
