// @equipdesk/ui: EquipDesk's component library. This file is the whole public API.

export { theme, ROW_HEIGHT, NAVBAR_HEIGHT, GlobalStyle, UiProvider } from './theme';
export type { EquipDeskTheme, ThemeColors, Tone, ToneColors, UiProviderProps } from './theme';

export { Button } from './components/Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/Button';

export { TextField } from './components/TextField';
export type { TextFieldProps } from './components/TextField';

export { Modal } from './components/Modal';
export type { ModalProps, ModalSize } from './components/Modal';

export { DropdownMenu } from './components/DropdownMenu';
export type { DropdownMenuItem, DropdownMenuProps } from './components/DropdownMenu';

export { Navbar, NavbarLink } from './components/Navbar';
export type { NavbarLinkProps, NavbarProps } from './components/Navbar';

export { ToastProvider, useToast } from './components/Toast';
export type { ToastApi, ToastOptions, ToastProviderProps, ToastType } from './components/Toast';

export { NoPermission } from './components/NoPermission';
export type { NoPermissionProps } from './components/NoPermission';

export { Tooltip } from './components/Tooltip';
export type { TooltipPlacement, TooltipProps } from './components/Tooltip';

export { DataTable } from './components/DataTable';
export type {
  DataTableColumn,
  DataTableProps,
  DataTableRowStatus,
  DataTableSort,
  DataTableSortDirection,
} from './components/DataTable';
