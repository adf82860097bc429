import { ProfileEditor } from './profile-editor';

/** Settings › Profile: the same editor as My Profile (D23: one place per setting, shown in both). */
export function ProfileSection() {
  return <ProfileEditor />;
}
