export { FigureGlossary, type FigureGlossaryProps, type FigureDefinition } from './figure-glossary';
export {
  MONEY_FIGURES,
  MoneyFigureGlossary,
  useMoneyFigureDefinitions,
  useMoneyFigureLabel,
  type MoneyFigure,
} from './money-figures';
