import {
  QUICK_RANGES,
  type QuickRange,
  RANGE_MAX_DAYS,
  type RangeInput,
  type ResolvedRange,
} from '@rpa/contracts';
import { Alert, DatePicker, Flex, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { fromPicker } from '../../components/time';

/**
 * A quick range or a custom one. A custom range longer than the cap is
 * shortened by the server; the bar says so when the answer is corrected.
 */
export function RangeBar({
  value,
  onChange,
  resolved,
}: {
  value: RangeInput;
  onChange: (r: RangeInput) => void;
  resolved?: ResolvedRange | undefined;
}) {
  const { t } = useTranslation();
  const custom = !value.quick;
  return (
    <Flex vertical gap={8}>
      <Flex wrap gap={8} align="center">
        <Select<QuickRange | 'custom'>
          style={{ width: 200 }}
          value={value.quick ?? 'custom'}
          data-testid="range-quick"
          virtual={false}
          listHeight={480}
          aria-label={t('dashboards.range')}
          onChange={(q) => {
            if (q !== 'custom') onChange({ quick: q });
            else onChange({});
          }}
          options={[
            ...QUICK_RANGES.map((q) => ({ value: q, label: t(`range.${q}`) })),
            { value: 'custom' as const, label: t('dashboards.custom') },
          ]}
        />
        {custom && (
          <span data-testid="range-custom">
            <DatePicker.RangePicker
              showTime
              onChange={(v) => {
                const [from, to] = (v ?? [null, null]) as [Dayjs | null, Dayjs | null];
                if (from && to) onChange({ from: fromPicker(from), to: fromPicker(to) });
              }}
            />
          </span>
        )}
      </Flex>
      {resolved?.corrected && (
        <Alert
          type="info"
          showIcon
          data-testid="range-corrected"
          message={t('dashboards.corrected', { days: RANGE_MAX_DAYS })}
        />
      )}
    </Flex>
  );
}
