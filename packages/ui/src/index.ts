// @equipdesk/ui: EquipDesk's component library. This file is the whole public API. Client components (React state,
// effects, styled-components): a Next.js server component renders them but reads plain values from
// `@equipdesk/ui/tokens`.
'use client';

export { theme, ROW_HEIGHT, NAVBAR_HEIGHT, COMPACT_BELOW, TOUCH_TARGET, GlobalStyle, UiProvider } from './theme';
export type { EquipDeskTheme, ThemeColors, Tone, ToneColors, UiProviderProps } from './theme';

export { Button } from './components/Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/Button';

export { SimpleTable, SimpleTableHead } from './components/SimpleTable';
export type { SimpleTableHeadProps, SimpleTableProps } from './components/SimpleTable';

export { TextField } from './components/TextField';
export type { TextFieldProps } from './components/TextField';

export { Modal } from './components/Modal';
export type { ModalProps, ModalSize } from './components/Modal';

export { DropdownMenu } from './components/DropdownMenu';
export type { DropdownMenuItem, DropdownMenuProps } from './components/DropdownMenu';

export { Drawer } from './components/Drawer';
export type { DrawerProps, DrawerSide } from './components/Drawer';

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
export { useColumnChoice } from './components/DataTable';
export type { ColumnChoiceColumn } from './components/DataTable';

export { ListingToolbar, ColumnPicker, showingText } from './components/ListingToolbar';
export type {
  ActiveFilter,
  ColumnChoice,
  ColumnPickerProps,
  ExportFormat,
  ListingToolbarProps,
} from './components/ListingToolbar';

export { Pagination } from './components/Pagination';
export type { PaginationProps } from './components/Pagination';

export { EntityActions } from './components/EntityActions';
export type {
  ConfirmedActionName,
  EntityActionConfirmation,
  EntityActionName,
  EntityActionResult,
  EntityActionsProps,
  EntityCustomAction,
  EntityCustomActionIcon,
} from './components/EntityActions';

export { ConfirmDialog } from './components/ConfirmDialog';
export type { ConfirmDialogProps } from './components/ConfirmDialog';

export { FilterPanel } from './components/FilterPanel';
export type { FilterPanelProps } from './components/FilterPanel';

export { Select, LAZY_OPTION_LIMIT } from './components/Select';
export type { SelectOption, SelectProps } from './components/Select';

export { MultiSelect } from './components/MultiSelect';
export type { MultiSelectProps } from './components/MultiSelect';

export { DatePicker, DATE_FORMAT, DATE_TIME_FORMAT, formatDateTime, toUtcIso } from './components/DatePicker';
export type { DatePickerProps } from './components/DatePicker';

export { Checkbox } from './components/Checkbox';
export type { CheckboxProps } from './components/Checkbox';

export { Toggle } from './components/Toggle';
export type { ToggleProps } from './components/Toggle';

export { NumberField } from './components/NumberField';
export type { NumberFieldProps } from './components/NumberField';

export { showValidationErrors, useValidationToast, VALIDATION_TOAST_TITLE } from './components/ValidationToast';

export { TagInput, useTagInput } from './components/TagInput';
export type { TagInputProps, TagInputOptions, TagInputState } from './components/TagInput';

export { Tabs } from './components/Tabs';
export type { TabItem, TabsProps } from './components/Tabs';

export { Alert } from './components/Alert';
export type { AlertProps } from './components/Alert';

// The kit's glyphs as inline SVG (decorative, aria-hidden; sized by the surrounding CSS), for screens that need the
// same marks as the kit draws, without depending on an emoji or symbol font.
export { CheckIcon, CloseIcon, LockIcon } from './internal/icons';
