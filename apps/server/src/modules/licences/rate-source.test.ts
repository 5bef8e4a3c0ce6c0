import { describe, expect, it } from 'vitest';
import { parseRate, rateNumber } from './rate-source.ts';

// The central bank's home page, as its "dolar" box reads (trimmed around it).
const bcvPage = `<div id="euro" class="col-sm-12 col-xs-12"><div class="field-content"><div class="row recuadrotsmc">
<div class="col-sm-6 col-xs-6"><span> EUR </span></div><div class="col-sm-6 col-xs-6 centrado"><strong> 42,16430000 </strong></div></div></div></div>
<div id="dolar" class="col-sm-12 col-xs-12 "><div class="field-content"><div class="row recuadrotsmc">
<div class="col-sm-6 col-xs-6"><img src="/sites/all/modules/custom/bcv/img/usd.png"/><span> USD</span></div>
<div class="col-sm-6 col-xs-6 centrado"><strong> 36,52170000 </strong></div></div></div></div>`;

describe('the published rate parsers', () => {
  it("read the central bank's dollar box, not the euro's", () => {
    expect(parseRate(bcvPage, 'bcv')).toBe(36.5217);
  });

  it('read a JSON value at a dotted path, as a number or a text', () => {
    expect(parseRate('{"monitors":{"bcv":{"price":36.52}}}', 'json:monitors.bcv.price')).toBe(36.52);
    expect(parseRate('[{"rate":"1.234,5678"}]', 'json:0.rate')).toBe(1234.5678);
  });

  it('refuse what is not a rate, saying why', () => {
    expect(() => parseRate('<html>Mantenimiento</html>', 'bcv')).toThrow(/no "dolar" box/);
    expect(() => parseRate('not json', 'json:rate')).toThrow(/not JSON/);
    expect(() => parseRate('{"rate":0}', 'json:rate')).toThrow(/"0" is not a rate/);
    expect(() => parseRate('{"rate":"-3"}', 'json:rate')).toThrow(/not a rate/);
    expect(() => parseRate('{"other":1}', 'json:rate')).toThrow(/"undefined" is not a rate/);
    expect(() => parseRate('{"rate":1e12}', 'json:rate')).toThrow(/not a rate/);
  });

  it('round to the four decimals a rate keeps', () => {
    expect(rateNumber('36,52179')).toBe(36.52179);
    expect(parseRate('{"r":36.52179}', 'json:r')).toBe(36.5218);
  });
});
