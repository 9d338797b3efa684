import { Select, type SelectProps } from 'antd';
import type { ReactNode } from 'react';

export type ChoiceSelectProps<T extends string | number> = Omit<SelectProps<T>, 'options'> & {
  /** The fixed values to choose from (an enum of the contracts), in order. */
  values: readonly T[];
  label: (value: T) => ReactNode;
  width?: number;
};

/** A clearable choice among fixed values with their labels: a list's filter or a form's field. */
export function ChoiceSelect<T extends string | number>({
  values,
  label,
  width,
  style,
  ...rest
}: ChoiceSelectProps<T>) {
  return (
    <Select<T>
      allowClear
      style={width === undefined ? style : { width, ...style }}
      options={values.map((value) => ({ value, label: label(value) }))}
      {...rest}
    />
  );
}
