// Sample EquipDesk data for the listing kit's stories and bench: users with statuses and roles.
import type { DataTableColumn } from './DataTable';

export interface SampleUser {
  id: string;
  name: string;
  email: string;
  role: string;
  facility: string;
  status: 'ACTIVE' | 'INACTIVE' | 'REMOVED';
  lastActivity: string;
}

const ROLES = ['Administrator', 'Supervisor', 'Technician', 'Caregiver', 'Support'];
const FACILITIES = ['Main Hospital', 'North Clinic', 'Riverside Care', 'West Wing'];

export function sampleUsers(count: number): SampleUser[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `u${i + 1}`,
    name: `User ${String(i + 1).padStart(4, '0')}`,
    email: `user${i + 1}@equipdesk.example`,
    role: ROLES[i % ROLES.length] as string,
    facility: FACILITIES[i % FACILITIES.length] as string,
    status: i % 11 === 3 ? 'REMOVED' : i % 7 === 2 ? 'INACTIVE' : 'ACTIVE',
    lastActivity: `2026-11-${String((i % 28) + 1).padStart(2, '0')} 09:${String(i % 60).padStart(2, '0')}:00`,
  }));
}

export const userColumns: DataTableColumn<SampleUser>[] = [
  { id: 'name', header: 'Name', cell: (u) => u.name, sortable: true, alwaysVisible: true },
  { id: 'email', header: 'Email', cell: (u) => u.email, sortable: true },
  { id: 'role', header: 'Role', cell: (u) => u.role, tooltip: (u) => `Accounts of ${u.name}: ${u.facility} (A-${u.id})` },
  { id: 'facility', header: 'Facility', cell: (u) => u.facility, defaultHidden: true },
  { id: 'status', header: 'Status', cell: (u) => u.status },
  { id: 'lastActivity', header: 'Last activity', cell: (u) => u.lastActivity, sortable: true, align: 'end' },
];
