import { StaffAuthPage } from './StaffAuthPage';

/** /admin/login */
export default function AdminLoginPage() {
  return <StaffAuthPage mode="login" />;
}
