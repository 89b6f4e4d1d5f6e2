/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, size: NonNullable<unknown> }} Dives_Error_Too_Many_ImportsInputs */

const en_dives_error_too_many_imports = /** @type {(inputs: Dives_Error_Too_Many_ImportsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You can import up to ${i?.count} dive log files, or ${i?.size}, an hour. Please try again later.`)
};

const es_dives_error_too_many_imports = /** @type {(inputs: Dives_Error_Too_Many_ImportsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Puedes importar hasta ${i?.count} archivos de registro, o ${i?.size}, por hora. Inténtalo de nuevo más tarde.`)
};

const de_dives_error_too_many_imports = /** @type {(inputs: Dives_Error_Too_Many_ImportsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du kannst pro Stunde bis zu ${i?.count} Logbuch-Dateien oder ${i?.size} importieren. Bitte versuche es später noch einmal.`)
};

const fr_dives_error_too_many_imports = /** @type {(inputs: Dives_Error_Too_Many_ImportsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous pouvez importer jusqu'à ${i?.count} fichiers de carnet, ou ${i?.size}, par heure. Veuillez réessayer plus tard.`)
};

const zh_hans1_dives_error_too_many_imports = /** @type {(inputs: Dives_Error_Too_Many_ImportsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每小时最多可导入 ${i?.count} 个潜水日志文件或 ${i?.size}，请稍后再试。`)
};

/**
* | output |
* | --- |
* | "You can import up to {count} dive log files, or {size}, an hour. Please try again later." |
*
* @param {Dives_Error_Too_Many_ImportsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_error_too_many_imports = /** @type {((inputs: Dives_Error_Too_Many_ImportsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Error_Too_Many_ImportsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_error_too_many_imports(inputs)
	if (locale === "de") return de_dives_error_too_many_imports(inputs)
	if (locale === "fr") return fr_dives_error_too_many_imports(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_error_too_many_imports(inputs)
	return en_dives_error_too_many_imports(inputs)
});