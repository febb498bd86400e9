import { CheckCircle2 } from 'lucide-react';
import { Fragment } from 'react';
import { detailCopy } from '../../content/catalogue';
import type { Product } from '../../api/types';
import { StyledBlock, StyledFeatureList, StyledSizes, StyledSpecTable } from './product-detail.styles';

const SPEC_KEYS = ['resolution', 'glow', 'system', 'operation'] as const;

/** "Descripción", "Características", "Especificaciones" and "Tamaños Disponibles"; each only with content. */
export const ProductFacts = ({ product }: { product: Product }) => {
  const specs = SPEC_KEYS.filter((key) => product[key]).map((key) => ({
    key,
    label: detailCopy.specLabels[key],
    value: product[key],
  }));
  return (
    <>
      {product.description ? (
        <StyledBlock>
          <h3>{detailCopy.description}</h3>
          <p>{product.description}</p>
        </StyledBlock>
      ) : null}
      {product.features.length > 0 ? (
        <StyledBlock>
          <h3>{detailCopy.features}</h3>
          <StyledFeatureList>
            {product.features.map((feature) => (
              <li key={feature}>
                <CheckCircle2 aria-hidden="true" size={18} />
                <span>{feature}</span>
              </li>
            ))}
          </StyledFeatureList>
        </StyledBlock>
      ) : null}
      {specs.length > 0 ? (
        <StyledBlock>
          <h3>{detailCopy.specs}</h3>
          <StyledSpecTable>
            {specs.map(({ key, label, value }) => (
              <Fragment key={key}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </Fragment>
            ))}
          </StyledSpecTable>
        </StyledBlock>
      ) : null}
      {product.displaySizes.length > 0 ? (
        <StyledBlock>
          <h3>{detailCopy.sizes}</h3>
          <StyledSizes>
            {product.displaySizes.map((size) => (
              <li key={size}>{size}</li>
            ))}
          </StyledSizes>
        </StyledBlock>
      ) : null}
    </>
  );
};
