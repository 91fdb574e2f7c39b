import { StaffAuthPage } from './StaffAuthPage';

/** /admin/register (needs the staff secretCode) */
export default function AdminRegisterPage() {
  return <StaffAuthPage mode="register" />;
}
