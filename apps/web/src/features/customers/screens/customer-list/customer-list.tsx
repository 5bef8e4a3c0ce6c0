import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { CUSTOMER_CHANNELS, type CustomerChannel, ROLES } from '@vitrina/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '#web/components/screen-title.tsx';
import { type CustomerActions, CustomerTable } from '#web/features/customers/components/customer-table.tsx';
import { useSession } from '#web/lib/session.ts';
import { storeIdOf } from '#web/lib/use-store-id.ts';

/** The shoppers of a store (or, for the admin, of every store); `Actions` adds a row's send buttons. */
export function CustomerList({ Actions }: { Actions?: CustomerActions }) {
  const { t } = useTranslation();
  const session = useSession();
  const [channel, setChannel] = useState<CustomerChannel>('telegram');
  const isAdmin = session?.user.role_id === ROLES.ADMIN;
  const storeId = storeIdOf(session);
  return (
    <ScreenTitle titleKey="customers.list.title">
      <Tabs
        value={channel}
        onChange={(_, value: CustomerChannel) => setChannel(value)}
        aria-label={t('customers.tabsLabel')}
        sx={{ mb: 2 }}
      >
        {CUSTOMER_CHANNELS.map((c) => (
          <Tab
            key={c}
            value={c}
            label={t(`customers.tabs.${c}`)}
            id={`customers-tab-${c}`}
            aria-controls={`customers-panel-${c}`}
          />
        ))}
      </Tabs>
      {CUSTOMER_CHANNELS.map((c) => (
        <Box
          key={c}
          role="tabpanel"
          id={`customers-panel-${c}`}
          aria-labelledby={`customers-tab-${c}`}
          hidden={c !== channel}
        >
          {/* Both stay mounted: each tab keeps its own search and page. */}
          <CustomerTable
            channel={c}
            scope={isAdmin ? { kind: 'admin' } : { kind: 'store', storeId }}
            Actions={Actions}
          />
        </Box>
      ))}
    </ScreenTitle>
  );
}
