import { ApartmentOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Avatar } from 'antd';
import { useEffect, useMemo } from 'react';
import { processIcon } from '../../api/processes';

/** The process's icon (fetched once per icon: `icon` is its hash), or a plain mark without one. */
export function ProcessIcon({ id, icon, size = 40 }: { id: number; icon: string | null; size?: number }) {
  const data = useQuery({
    queryKey: ['processes', 'icon', id, icon],
    queryFn: () => processIcon(id),
    enabled: icon !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const url = useMemo(() => (data.data ? URL.createObjectURL(data.data) : null), [data.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url ? (
    <Avatar shape="square" size={size} src={url} alt="" />
  ) : (
    <Avatar shape="square" size={size} icon={<ApartmentOutlined />} />
  );
}
