/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ index: NonNullable<unknown>, count: NonNullable<unknown>, name: NonNullable<unknown> }} Dives_Importing_OfInputs */

const en_dives_importing_of = /** @type {(inputs: Dives_Importing_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Importing ${i?.index} of ${i?.count}: ${i?.name}…`)
};

const es_dives_importing_of = /** @type {(inputs: Dives_Importing_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Importando ${i?.index} de ${i?.count}: ${i?.name}…`)
};

const de_dives_importing_of = /** @type {(inputs: Dives_Importing_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Import ${i?.index} von ${i?.count}: ${i?.name}…`)
};

const fr_dives_importing_of = /** @type {(inputs: Dives_Importing_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Import ${i?.index} sur ${i?.count} : ${i?.name}…`)
};

const zh_hans1_dives_importing_of = /** @type {(inputs: Dives_Importing_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`正在导入第 ${i?.index} 个，共 ${i?.count} 个：${i?.name}…`)
};

/**
* | output |
* | --- |
* | "Importing {index} of {count}: {name}…" |
*
* @param {Dives_Importing_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_importing_of = /** @type {((inputs: Dives_Importing_OfInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Importing_OfInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_importing_of(inputs)
	if (locale === "de") return de_dives_importing_of(inputs)
	if (locale === "fr") return fr_dives_importing_of(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_importing_of(inputs)
	return en_dives_importing_of(inputs)
});