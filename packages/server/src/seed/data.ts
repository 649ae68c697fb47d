/** Names and pick-list values the demo data is drawn from. */
import type { PicklistType, UtilizationStatus } from '@equipdesk/api-client/contract';
import { AVAILABILITY_OF_STATUS } from '@equipdesk/api-client/contract';

export const DEMO_PASSWORD = 'Demo@2026';
export const DEMO_EMAIL_DOMAIN = 'equipdesk.example';

export const ENTERPRISE_NAMES = [
  'Northwind Health System',
  'Riverside Medical Group',
  'Summit Care Partners',
  'Lakeshore Hospitals',
  'Bayview Health Network',
];

export const FACILITY_NAMES = [
  'Northwind General Hospital',
  'Northwind Children’s Hospital',
  'Northwind Rehabilitation Center',
  'Northwind Heart Institute',
  'Riverside Regional Medical Center',
  'Riverside Community Hospital',
  'Riverside Surgical Pavilion',
  'Riverside Women’s Center',
  'Summit Memorial Hospital',
  'Summit Valley Hospital',
  'Summit Orthopedic Center',
  'Summit Cancer Center',
  'Lakeshore University Hospital',
  'Lakeshore East Campus',
  'Lakeshore West Campus',
  'Lakeshore Behavioral Health',
  'Bayview Medical Center',
  'Bayview Harbor Hospital',
  'Bayview Outpatient Clinic',
  'Bayview Long-Term Care',
];

export const DEPARTMENTS = [
  'Intensive Care Unit',
  'Emergency Department',
  'Medical Surgical',
  'Pediatrics',
  'Labor and Delivery',
  'Cardiology',
  'Oncology',
  'Orthopedics',
  'Neurology',
  'Telemetry',
  'Post-Anesthesia Care',
  'Biomedical Engineering',
];

export const TIME_ZONES = ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Phoenix', 'America/Los_Angeles'];

/** Model families with a code prefix, a group and the products they come as. */
export const MODEL_FAMILIES: readonly { family: string; prefix: string; group: string; maker: string }[] = [
  { family: 'Infusion Pump', prefix: 'INF', group: 'Infusion', maker: 'Alaris' },
  { family: 'Syringe Pump', prefix: 'SYR', group: 'Infusion', maker: 'Medfusion' },
  { family: 'Patient Monitor', prefix: 'MON', group: 'Monitoring', maker: 'Philips' },
  { family: 'Telemetry Transmitter', prefix: 'TEL', group: 'Monitoring', maker: 'GE' },
  { family: 'Ventilator', prefix: 'VEN', group: 'Respiratory', maker: 'Hamilton' },
  { family: 'Hospital Bed', prefix: 'BED', group: 'Beds', maker: 'Hill-Rom' },
  { family: 'Specialty Mattress', prefix: 'MAT', group: 'Beds', maker: 'Stryker' },
  { family: 'Wheelchair', prefix: 'WHC', group: 'Mobility', maker: 'Invacare' },
  { family: 'Sequential Compression Device', prefix: 'SCD', group: 'Therapy', maker: 'Kendall' },
  { family: 'Feeding Pump', prefix: 'FED', group: 'Infusion', maker: 'Kangaroo' },
];

export const PICKLISTS: Readonly<Record<PicklistType, readonly (readonly [string, string])[]>> = {
  BusinessType: [
    ['RENTAL', 'Rental'],
    ['OWNED', 'Owned'],
    ['LEASED', 'Leased'],
    ['CONSIGNMENT', 'Consignment'],
  ],
  ContractType: [
    ['SERVICE', 'Service'],
    ['RENTAL', 'Rental'],
    ['WARRANTY', 'Warranty'],
    ['MANAGED', 'Managed Equipment'],
  ],
  FacilityType: [
    ['A2', 'A2'],
    ['CAPITAL', 'Capital'],
    ['BOTH', 'Both'],
  ],
  LocationType: [
    ['UNIT', 'Unit'],
    ['ZONE', 'Zone'],
    ['ROOM', 'Room'],
    ['BED', 'Bed'],
    ['STORAGE', 'Storage'],
    ['DOCK', 'Dock'],
  ],
  ServiceOrderNature: [
    ['DELIVERY', 'Delivery'],
    ['REMOVAL', 'Removal'],
  ],
  ServiceOrderType: [
    ['STANDARD', 'Standard'],
    ['STAT', 'Stat'],
    ['CUSTOM', 'Custom'],
  ],
  ServiceType: [
    ['PREVENTIVE', 'Preventive Maintenance'],
    ['CORRECTIVE', 'Corrective Maintenance'],
    ['PEAK_NEED', 'Peak Need'],
    ['MANAGED', 'Managed Service'],
  ],
  UserAllocationType: [
    ['PRIMARY', 'Primary'],
    ['SECONDARY', 'Secondary'],
    ['BACKUP', 'Backup'],
  ],
  UtilizationCategory: [
    ['AVAILABLE', 'Available'],
    ['TRANSITION', 'Transition'],
    ['UNKNOWN', 'Unknown'],
    ['UTILIZED', 'Utilized'],
  ],
  UtilizationStatus: [
    ['DECON', 'Decon'],
    ['INVENTORY', 'Inventory'],
    ['SOILED', 'Soiled'],
    ['STAND BY', 'Stand By'],
    ['PAR', 'Par'],
    ['CLINICAL NEED', 'Clinical Need'],
    ['OFF SITE', 'Off Site'],
    ['INACTIVATED', 'Inactivated'],
    ['LOST', 'Lost'],
    ['BROKEN / AM', 'Broken / AM'],
    ['EDUCATION', 'Education'],
    ['UNKNOWN', 'Unknown'],
    ['IN USE', 'In Use'],
    ['BIOMED', 'Biomed'],
    ['MOVE', 'Move'],
  ],
};

/** The utilization category the seed gives each status: the availability the dashboard counts it as (the contract's). */
export const CATEGORY_OF_STATUS: Readonly<Record<UtilizationStatus, string>> = AVAILABILITY_OF_STATUS;

/** How often each status occurs among demo assets. */
export const STATUS_WEIGHTS: readonly (readonly [UtilizationStatus, number])[] = [
  ['IN USE', 34],
  ['INVENTORY', 14],
  ['STAND BY', 8],
  ['PAR', 6],
  ['CLINICAL NEED', 6],
  ['SOILED', 7],
  ['DECON', 5],
  ['MOVE', 3],
  ['BIOMED', 4],
  ['OFF SITE', 2],
  ['EDUCATION', 1],
  ['BROKEN / AM', 3],
  ['UNKNOWN', 4],
  ['LOST', 2],
  ['INACTIVATED', 1],
];

export const FIRST_NAMES = ['Ava', 'Liam', 'Maya', 'Noah', 'Zoe', 'Ethan', 'Lena', 'Omar', 'Priya', 'Diego', 'Hana', 'Samuel', 'Grace', 'Mateo', 'Iris', 'Jonah', 'Leila', 'Marcus', 'Nora', 'Tariq'];
export const LAST_NAMES = ['Alvarez', 'Brooks', 'Chen', 'Dubois', 'Evans', 'Fischer', 'Garcia', 'Haddad', 'Ito', 'Johnson', 'Kowalski', 'Lopez', 'Mensah', 'Novak', 'Okafor', 'Patel', 'Quinn', 'Rossi', 'Singh', 'Tanaka'];
