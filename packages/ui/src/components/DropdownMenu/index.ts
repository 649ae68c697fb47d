export { DropdownMenu } from './DropdownMenu';
export type { DropdownMenuItem, DropdownMenuProps } from './DropdownMenu';
