/** The UI kit of @app/shared. Styles come from GlobalStyles; classes start with `tt-`. */
export { GlobalStyles } from './GlobalStyles';
export { themeVariables } from './themeVariables';
export { STYLESHEET } from './styles';
export { Icon, type IconProps } from './Icon';
export { Spinner, type SpinnerProps } from './Spinner';
export { Button, type ButtonProps } from './Button';
export { Modal, type ModalProps } from './overlays/Modal';
export { NotificationHost, NOTIFICATION_AUTO_CLOSE_MS } from './overlays/NotificationHost';
export { ConfirmDialog, type ConfirmDialogProps, type ConfirmPresetProps } from './overlays/ConfirmDialog';
export { DeleteConfirmDialog } from './overlays/DeleteConfirmDialog';
export { LogoutConfirmDialog } from './overlays/LogoutConfirmDialog';
export { PublishConfirmDialog } from './overlays/PublishConfirmDialog';
export { MoveConfirmDialog, type MoveConfirmDialogProps } from './overlays/MoveConfirmDialog';
export { DataTable, loadDataTable, provideDataTable } from './table/OnDemandDataTable';
export type { DataTableProps } from './table/DataTable';
export type { CellKind, Column, RowActions } from './table/types';
export { TextInput, type TextInputProps } from './forms/TextInput';
export { NameInput, type NameInputProps } from './forms/NameInput';
export { Select, type SelectOption, type SelectProps } from './forms/Select';
export { SortMenu, type SortMenuProps } from './forms/SortMenu';
export { SearchBox, type SearchBoxProps } from './forms/SearchBox';
export { Toggle, type ToggleProps } from './forms/Toggle';
export { TextBlock, type TextBlockProps } from './TextBlock';
export { DetailHeader, type DetailHeaderProps } from './DetailHeader';
export { PageHeading, type PageHeadingProps } from './PageHeading';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { SummaryCards } from './SummaryCards';
export { ErrorScreen, type ErrorScreenProps } from './errors/ErrorScreen';
export { RouterFallback, type RouterFallbackProps } from './errors/RouterFallback';
export { ErrorBoundary, type ErrorBoundaryProps } from './errors/ErrorBoundary';
export { RequireRole, type RequireRoleProps } from './RequireRole';
export {
  BadLinkRedirect,
  PageUnavailable,
  ReadFailed,
  unavailableFor,
  type ReadFailedProps,
  type Unavailable,
} from './PageUnavailable';
