// The types of `dragkit/react` (dragkit-react.js; issue 35), for apps that have React's own
// types (@types/react). The package ships it as react.d.ts (Scripts/package.sh).
import type { ForwardRefExoticComponent, HTMLAttributes, ReactNode, RefAttributes } from 'react';
import type { ApplyToOptions, DragKit, DragKitEventMap, LoadOptions, Transfer } from 'dragkit';

/** Container id → the list's entries: ids, or objects with an `id`. */
export type Lists<T> = Record<string, T[]>;

export interface DragKitProviderProps<T> extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The app's state: every list's entries, by container id. */
  lists: Lists<T>;
  /** Sets the app's state to `next` (called inside `flushSync`: rendered before anything else). */
  onListsChange(next: Lists<T>, transfer: Transfer): void;
  /** Stores a change after it is rendered; rejecting renders `previous` again and DragKit takes
   *  the drop back (its message is what people hear); 'unchanged': no undo step (S10). */
  onCommit?(transfer: Transfer, next: Lists<T>, previous: Lists<T>): void | 'unchanged' | Promise<void | 'unchanged'>;
  /** Builds copies and created entries (`kit.applyTo`'s third argument). */
  make?: ApplyToOptions<T>;
  /** `DragKit.load`'s other options, read once at load. */
  options?: Omit<LoadOptions, 'commit' | 'root' | 'controlled'>;
  onLoad?(kit: DragKit): void;
  /** A failed load (default: a console error). */
  onError?(error: unknown): void;
  /** The root element DragKit attaches to (default 'div'). */
  as?: string;
  children?: ReactNode;
}

export interface DragContainerProps extends HTMLAttributes<HTMLElement> {
  id: string;
  label?: string;
  crossOperation?: 'move' | 'copy';
  accepts?: string | string[];
  axis?: 'vertical' | 'horizontal' | 'grid';
  lockAxis?: 'vertical' | 'horizontal';
  drop?: boolean;
  drag?: boolean;
  kind?: string;
  /** The element (default 'div'). */
  as?: string;
}

export interface DragItemProps extends HTMLAttributes<HTMLElement> {
  id: string;
  type?: string;
  label?: string;
  /** The element (default 'div'). */
  as?: string;
}

export interface DragHandleProps extends HTMLAttributes<HTMLElement> {
  /** The element (default 'span'). */
  as?: string;
}

export interface VirtualDragListProps extends Omit<HTMLAttributes<HTMLElement>, 'id'> {
  id: string;
  label?: string;
  /** The list's ids, in order: the provider's `lists[id]`. */
  ids: string[];
  /** Every row's height in px. */
  rowExtent: number;
  /** Draws a row's content (in the row element DragKit places). */
  renderRow(id: string): ReactNode;
  itemLabel?(id: string): string;
  type?: string;
  overscan?: number;
  columns?: number;
  /** The scrolling element (default 'ul'). */
  as?: string;
  /** Each row's element (default 'li'). */
  rowAs?: string;
}

export declare const DragKitProvider: <T>(props: DragKitProviderProps<T> & RefAttributes<HTMLElement>) => ReactNode;
export declare const DragContainer: ForwardRefExoticComponent<DragContainerProps & RefAttributes<HTMLElement>>;
export declare const DragItem: ForwardRefExoticComponent<DragItemProps & RefAttributes<HTMLElement>>;
export declare const DragHandle: ForwardRefExoticComponent<DragHandleProps & RefAttributes<HTMLElement>>;
export declare const VirtualDragList: ForwardRefExoticComponent<VirtualDragListProps & RefAttributes<HTMLElement>>;
/** The provider's DragKit, or null while it loads. */
export declare function useDragKit(): DragKit | null;
/** Calls `handler` for each of the kit's `type` events while mounted. */
export declare function useDragKitEvent<K extends keyof DragKitEventMap>(
  type: K, handler: (detail: DragKitEventMap[K]['detail'], event: DragKitEventMap[K]) => void): void;
