import { ComboboxChevron, Input, InputBase, type SelectProps } from '@mantine/core';
import { OnIntent } from './on-intent';

const loadSelect = () => import('./select').then((module) => module.Select);

/** An entry of Select's `data`: a string, an item, or a group of entries. */
type Entry = string | { value?: string; label?: unknown; group?: unknown; items?: readonly Entry[] };

/** The label the closed Select shows for `value` in any of the shapes `data` takes (strings, items, groups). */
export function selectedLabel(data: readonly Entry[] | undefined, value: string | null | undefined): string {
  if (value == null || !data) return '';
  for (const entry of data) {
    if (typeof entry === 'string') {
      if (entry === value) return entry;
    } else if (entry.items) {
      const found = selectedLabel(entry.items, value);
      if (found) return found;
    } else if (entry.value === value) return typeof entry.label === 'string' ? entry.label : entry.value;
  }
  return '';
}

/**
 * Mantine's Select, whose code (the Combobox, its Popover, ScrollArea and floating-ui: ~35 KiB gzipped) loads when
 * the pointer or the focus first reaches it rather than with the screen (issue #19's 200 KiB per screen). Until then
 * the field renders as the closed Select does (its label, value, chevron and clear button, the combobox role); a
 * click before the code arrives opens the dropdown once it has, and the clear button works at once. For the filters a
 * screen opens with; a Select inside a dialog that loads when opened needs none of this.
 */
export function DeferredSelect(props: SelectProps) {
  const {
    data,
    value,
    defaultValue,
    onChange,
    clearable,
    searchable,
    allowDeselect,
    checkIconPosition,
    comboboxProps,
    nothingFoundMessage,
    maxDropdownHeight,
    size,
    error,
    disabled,
    readOnly,
    ...field
  } = props;
  const shown = value === undefined ? defaultValue : value;
  const clear = clearable && shown != null && !disabled && !readOnly;
  const placeholder = (
    <InputBase
      {...field}
      __staticSelector="Select"
      size={size}
      error={error}
      disabled={disabled}
      readOnly
      pointer={!searchable}
      value={selectedLabel(data, shown)}
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      rightSectionPointerEvents={clear ? 'all' : 'none'}
      rightSection={
        clear ? (
          <Input.ClearButton
            tabIndex={-1}
            aria-hidden
            onMouseDown={(event) => event.preventDefault()}
            // What Mantine's own clear button sends: no value, no option.
            onClick={() => onChange?.(null, null as never)}
          />
        ) : (
          <ComboboxChevron size={size} error={error} />
        )
      }
    />
  );
  return (
    <OnIntent load={loadSelect} placeholder={placeholder}>
      {(Select, intent) => (
        <Select
          {...props}
          defaultDropdownOpened={intent.opened && !disabled && !readOnly}
          autoFocus={intent.focused || props.autoFocus}
        />
      )}
    </OnIntent>
  );
}
