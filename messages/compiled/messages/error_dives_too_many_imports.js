/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ files: NonNullable<unknown>, megabytes: NonNullable<unknown> }} Error_Dives_Too_Many_ImportsInputs */

const en_error_dives_too_many_imports = /** @type {(inputs: Error_Dives_Too_Many_ImportsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You can import up to ${i?.files} dive log files, or ${i?.megabytes} MB, an hour. Please try again later.`)
};

const es_error_dives_too_many_imports = /** @type {(inputs: Error_Dives_Too_Many_ImportsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Puedes importar hasta ${i?.files} archivos de registro de inmersiones, o ${i?.megabytes} MB, por hora. Vuelve a intentarlo más tarde.`)
};

const de_error_dives_too_many_imports = /** @type {(inputs: Error_Dives_Too_Many_ImportsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du kannst pro Stunde bis zu ${i?.files} Tauchlogbuch-Dateien oder ${i?.megabytes} MB importieren. Bitte versuche es später noch einmal.`)
};

const fr_error_dives_too_many_imports = /** @type {(inputs: Error_Dives_Too_Many_ImportsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous pouvez importer jusqu’à ${i?.files} fichiers de carnet de plongée, ou ${i?.megabytes} Mo, par heure. Réessayez plus tard.`)
};

const zh_hans1_error_dives_too_many_imports = /** @type {(inputs: Error_Dives_Too_Many_ImportsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每小时最多可导入 ${i?.files} 个潜水日志文件或 ${i?.megabytes} MB，请稍后再试。`)
};

/**
* | output |
* | --- |
* | "You can import up to {files} dive log files, or {megabytes} MB, an hour. Please try again later." |
*
* @param {Error_Dives_Too_Many_ImportsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_dives_too_many_imports = /** @type {((inputs: Error_Dives_Too_Many_ImportsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Dives_Too_Many_ImportsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_dives_too_many_imports(inputs)
	if (locale === "de") return de_error_dives_too_many_imports(inputs)
	if (locale === "fr") return fr_error_dives_too_many_imports(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_dives_too_many_imports(inputs)
	return en_error_dives_too_many_imports(inputs)
});