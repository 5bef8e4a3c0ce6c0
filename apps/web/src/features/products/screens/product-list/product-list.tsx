import AddIcon from '@mui/icons-material/Add';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Product } from '@vitrina/contract';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '#web/components/data-table.tsx';
import { phoneCardColumn } from '#web/components/phone-card.tsx';
import { RowActions } from '#web/components/row-actions.tsx';
import { ScreenTitle } from '#web/components/screen-title.tsx';
import { visuallyHidden } from '#web/components/visually-hidden.ts';
import {
  useCatalogueOptions,
  useDeleteProduct,
  useProducts,
  useUpdateProduct,
} from '#web/features/products/api/product.queries.ts';
import { ProductDialog } from '#web/features/products/components/product-dialog.tsx';
import { toastFailure } from '#web/lib/server-errors.ts';
import { toast } from '#web/lib/toast.ts';
import { useCursorPaging } from '#web/lib/use-cursor-paging.ts';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { useFormat } from '#web/lib/use-format.ts';
import { usePhone } from '#web/lib/use-phone.ts';
import { useStoreId } from '#web/lib/use-store-id.ts';

/** The store's products; `Actions` adds a row's actions from outside this feature (the promotion of features/messaging). */
export function ProductList({ Actions }: { Actions?: ComponentType<{ product: Product }> }) {
  const { t } = useTranslation();
  const format = useFormat();
  const phone = usePhone();
  const storeId = useStoreId();
  const [search, setSearch] = useState('');
  const [catalogueId, setCatalogueId] = useState<number | ''>('');
  const q = useDebouncedValue(search.trim());
  const paging = useCursorPaging(`${q}|${catalogueId}`);
  const products = useProducts(storeId, {
    q: q || undefined,
    cursor: paging.cursor,
    catalogue_id: catalogueId || undefined,
  });
  const catalogues = useCatalogueOptions(storeId);
  const update = useUpdateProduct();
  const remove = useDeleteProduct();
  const [editing, setEditing] = useState<number | 'new' | null>(null);

  const toggle = (product: Product, active: boolean) =>
    update.mutate(
      { id: product.id, body: { active } },
      {
        onSuccess: () => toast.success(t('toasts.products.updated')),
        onError: (error) =>
          toastFailure(t, error, { fallbackKey: 'toasts.products.updateFailed', preferServer: true }),
      },
    );

  const picture: DataColumn<Product> = {
    id: 'image',
    header: (
      <Box component="span" sx={visuallyHidden}>
        {t('products.columns.image')}
      </Box>
    ),
    width: 56,
    cell: (p) => (
      <Avatar variant="rounded" src={p.images[0]?.thumb_url} alt="" sx={{ width: 40, height: 40 }}>
        <ImageOutlinedIcon />
      </Avatar>
    ),
  };
  const activeSwitch = (p: Product) => (
    <Switch
      checked={p.active}
      onChange={(event) => toggle(p, event.target.checked)}
      slotProps={{ input: { 'aria-label': t('products.activeOne', { name: p.name }) } }}
    />
  );
  const actions = (p: Product) => (
    <RowActions
      editLabel={t('products.editOne', { name: p.name })}
      onEdit={() => setEditing(p.id)}
      deleteLabel={t('products.deleteOne', { name: p.name })}
      onDelete={{ run: () => remove.mutateAsync(p.id), toasts: 'products', preferServer: true }}
    >
      {Actions ? <Actions product={p} /> : null}
    </RowActions>
  );

  // Below 600 px each product is a small card (as the sales list draws its sales): the whole
  // price, the stock, the switch and the actions stay in sight without a sideways scroll.
  const columns: DataColumn<Product>[] = phone
    ? [
        picture,
        phoneCardColumn({
          id: 'product',
          headers: [t('products.columns.name'), t('products.columns.price'), t('products.columns.stock')],
          testId: 'product-card',
          lines: (p) => [
            {
              start: (
                <Typography noWrap sx={{ fontWeight: 600 }}>
                  {p.name}
                </Typography>
              ),
              end: (
                <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {format.money(p.price)}
                </Typography>
              ),
            },
            {
              start: (
                <Typography variant="body2" color="text.secondary" noWrap>
                  {[p.catalogueName, t('products.stockCount', { count: p.quantity })].join(' · ')}
                </Typography>
              ),
              end: activeSwitch(p),
            },
            { start: null, end: actions(p) },
          ],
        }),
      ]
    : [
        picture,
        { id: 'name', header: t('products.columns.name'), cell: (p) => p.name },
        { id: 'catalogue', header: t('products.columns.catalogue'), cell: (p) => p.catalogueName },
        {
          id: 'price',
          header: t('products.columns.price'),
          align: 'right',
          cell: (p) => format.money(p.price),
        },
        { id: 'stock', header: t('products.columns.stock'), align: 'right', cell: (p) => p.quantity },
        { id: 'active', header: t('products.columns.active'), cell: activeSwitch },
        { id: 'actions', header: t('products.columns.actions'), align: 'right', cell: actions },
      ];

  return (
    <ScreenTitle titleKey="products.list.title">
      <DataTable
        label={t('products.tableLabel')}
        columns={columns}
        rows={products.data?.data}
        rowKey={(p) => p.id}
        loading={products.isPending}
        fetching={products.isFetching}
        error={products.error}
        onRetry={() => products.refetch()}
        emptyText={q || catalogueId ? t('products.noMatches') : t('products.empty')}
        search={{ value: search, onChange: setSearch, label: t('products.search') }}
        paging={paging.paging(products.data?.meta)}
        actions={
          <>
            <TextField
              select
              size="small"
              label={t('products.filterCatalogue')}
              value={catalogueId === '' ? '' : String(catalogueId)}
              onChange={(event) => setCatalogueId(event.target.value ? Number(event.target.value) : '')}
              sx={{ minWidth: 180 }}
            >
              <MenuItem value="">{t('products.allCatalogues')}</MenuItem>
              {(catalogues.data ?? []).map((c) => (
                <MenuItem key={c.id} value={String(c.id)}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
              {t('products.new')}
            </Button>
          </>
        }
      />
      {editing !== null ? (
        <ProductDialog
          productId={editing === 'new' ? null : editing}
          catalogues={catalogues.data ?? []}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </ScreenTitle>
  );
}
