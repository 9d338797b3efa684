import { Input, type InputProps } from 'antd';
import type { z } from 'zod';
import { maxLengthOf } from '../rules';

export type TextFilterProps = Omit<InputProps, 'maxLength'> & {
  /** The list route's input field it fills: the box stops at the length the route takes. */
  field: z.ZodType;
  width?: number;
};

/** A clearable text box of a list's filter bar. */
export function TextFilter({ field, width, style, ...rest }: TextFilterProps) {
  return (
    <Input
      allowClear
      maxLength={maxLengthOf(field)}
      style={width === undefined ? style : { width, ...style }}
      {...rest}
    />
  );
}
